/** The questions a member may choose two of (GET account/security-questions). */
export const SECURITY_QUESTIONS = [
  { id: 1, question: 'What was the name of your first pet?' },
  { id: 2, question: 'In what city were you born?' },
  { id: 3, question: 'What was the make of your first car?' },
  { id: 4, question: 'What is the name of the street you grew up on?' },
  { id: 5, question: 'What was the name of your favorite teacher?' },
  { id: 6, question: "What is your oldest cousin's first name?" },
] as const;
