import { brandManifestSchemaFor } from '../../schemas/brand-manifest.schema';
import { widgetDeclarations } from '../../src/app/widget-registry';

/** The brand manifest schema for the widgets the app declares (src/app/widget-registry.ts). */
export const brandManifestSchema = brandManifestSchemaFor(widgetDeclarations);
