import type { Program } from '../../api/response-types';
import { eligiblePrograms, toolPrograms } from './rules';

/* Rules of the programs pages only, apart from rules.ts (which the home tiles' chunk carries): /home does not grow. */

/** A program list section: every eligible program (`eligiblePrograms`), or only `programIds` in that order (`toolPrograms`). */
export function listedPrograms(programs: readonly Program[], programIds: readonly number[] | undefined): Program[] {
  return programIds ? toolPrograms(programs, programIds) : eligiblePrograms(programs);
}
