import { brandManifestSchemaFor } from '../../schemas/brand-manifest.schema';
import { widgetDeclarations } from '../../src/app/generated/widgets';

/** The brand manifest schema for the widgets the app declares (src/app/generated/widgets.ts, from each feature's *.widget.ts). */
export const brandManifestSchema = brandManifestSchemaFor(widgetDeclarations);
