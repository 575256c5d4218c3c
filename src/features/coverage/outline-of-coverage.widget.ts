import { defineWidget } from '../../manifest/declarations';

/** The `outlineOfCoverage` widget. */
export const outlineOfCoverageWidget = defineWidget({
  name: 'outlineOfCoverage',
  description:
    "The outline of coverage of the member's plan (spec §7 GET handbook/ooc); says so when the plan has none.",
  component: './OutlineOfCoverageSection',
});
