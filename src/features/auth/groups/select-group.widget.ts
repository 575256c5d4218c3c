import { defineWidget } from '../../../manifest/declarations';

/** The `selectGroup` widget. */
export const selectGroupWidget = defineWidget({
  name: 'selectGroup',
  description:
    "The signed-in member's groups with their plan statuses, and View group to switch (spec §4 /select-group).",
  component: './SelectGroupSection',
});
