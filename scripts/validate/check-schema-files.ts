import { schemaDocuments, schemaFileText } from '../generate/schema-documents';
import { error, type Problem } from '../../src/manifest/checks/types';
import type { RepoSnapshot } from './types';

/** The committed schemas/*.schema.json are exactly what `npm run generate` writes from schemas/*.ts. */
export function schemaFileProblems(schemaFiles: RepoSnapshot['schemaFiles']): Problem[] {
  return schemaDocuments.flatMap((doc) => {
    const committed = schemaFiles.find((f) => f.file === doc.file)?.text ?? null;
    if (committed === schemaFileText(doc)) return [];
    return [
      error(
        doc.file,
        '',
        committed === null ? 'This file is missing.' : 'This file is out of date: it no longer matches schemas/*.ts.',
        'Run npm run generate and commit the result.',
      ),
    ];
  });
}
