import { defineWidget } from '../../manifest/declarations';

/** The `programDetails` widget. */
export const programDetailsWidget = defineWidget({
  name: 'programDetails',
  description:
    'The program of the address (/benefits/programs/{id}): name, description, categories, links and child resources; the 404 page for an unknown or ineligible id.',
  component: './ProgramDetailsSection',
});
