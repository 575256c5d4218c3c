import { brandManifestSchemaFor } from '../../schemas/brand-manifest.schema';
import { widgetDeclarations } from '../../src/app/widget-declarations';

/** The brand manifest schema for the widgets the app declares (src/app/widget-declarations.ts). */
export const brandManifestSchema = brandManifestSchemaFor(widgetDeclarations);
