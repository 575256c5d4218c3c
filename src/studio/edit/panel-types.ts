import type { BrandContent, EditorBasis, JsonObject, Problem } from '../../manifest/edit/content-types';

/**
 * What every editor panel gets (src/studio/edit/*). A panel edits either the resolved manifest (what the brand shows:
 * `brands/base.json` with the draft's layer laid over it) or the content itself (copy, raw JSON); the editor shell
 * (`EditView`) turns a resolved manifest back into the brand's layer (`diffLayer`), autosaves, and shows problems.
 */
export interface PanelProps {
  brand: string;
  /** The resolved manifest: base + the draft's layer (not validated: it may hold the draft's mistakes). */
  resolved: JsonObject;
  /** The draft's content: its layer and copy overrides. */
  content: BrandContent;
  basis: EditorBasis;
  /** The draft's problems from its last save (file, pointer, sentence, hint), as `npm run validate` words them. */
  problems: Problem[];
  /** A viewer, or a draft in review: nothing may change. */
  readOnly: boolean;
  /** A change to the resolved manifest (a tile moved, a menu item's rule edited). */
  onResolvedChange: (next: JsonObject) => void;
  /** A change to the content itself (copy overrides, the raw layer). */
  onContentChange: (next: BrandContent) => void;
}
