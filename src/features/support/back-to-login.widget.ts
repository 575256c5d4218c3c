import { defineWidget } from '../../manifest/declarations';

/** The `backToLogin` widget. */
export const backToLoginWidget = defineWidget({
  name: 'backToLogin',
  description: "The contact page's link back to the login page (spec §2 Contact-us): for signed-out pages.",
  component: './BackToLoginLink',
});
