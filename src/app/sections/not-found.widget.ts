import { defineWidget } from '../../manifest/declarations';

/** The `notFound` widget. */
export const notFoundWidget = defineWidget({
  name: 'notFound',
  description:
    "Sends the member to the 404 page ('Sorry, it looks like we can't find that page.'): for a page a member may reach by address but that is not theirs, under a rule (e.g. /navitus without program 37).",
  component: './NotFoundSection',
});
