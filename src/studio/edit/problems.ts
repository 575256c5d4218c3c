import type { Problem } from '../../manifest/edit/content-types';

/** Errors block submitting and publishing; warnings do not. */
export const errorCount = (problems: readonly Problem[]): number => problems.filter((p) => p.severity === 'error').length;
