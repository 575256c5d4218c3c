import { useState } from 'react';
import type { StudioBrand } from '../api';
import { contentApi } from '../edit/content-api';
import { useLoad } from '../use-load';
import { reviewCopy } from './copy';
import { ActionNotices, ChangeList, LoadStatus } from './Notices';
import { useAction } from './use-action';
import './review.css';

const words = reviewCopy.repo;

/**
 * The repository's files for the brand against the live publication: when they differ, what they would change and
 * "Adopt as a draft" (the server decides who may); never applied otherwise.
 */
export function RepoPanel({ brand }: { brand: StudioBrand }) {
  const [refresh, setRefresh] = useState(0);
  const diff = useLoad(() => contentApi.repoDiff(brand.id), [brand.id, refresh]);
  const action = useAction();
  const adopt = async () => {
    const outcome = await action.run(() => contentApi.adoptRepo(brand.id), (draft) => words.adopted(draft.title));
    if (outcome.ok) setRefresh((n) => n + 1);
  };
  return (
    <section className="review-panel" aria-labelledby="repo-heading">
      <h2 id="repo-heading">{words.heading}</h2>
      <ActionNotices action={action} />
      <LoadStatus load={diff} />
      {diff.data && !diff.data.differs && <p>{words.match(diff.data.version)}</p>}
      {diff.data && diff.data.differs && (
        <>
          <p>{words.differ(diff.data.version)}</p>
          <h3>{words.files}</h3>
          <ul>
            {diff.data.files.map((file) => (
              <li key={file}>
                <code>{file}</code>
              </li>
            ))}
          </ul>
          <h3>{words.changesHeading}</h3>
          <ChangeList changes={diff.data.changes} label={words.changesHeading} empty={reviewCopy.history.noChanges} />
          <button type="button" className="studio-primary" onClick={() => void adopt()} disabled={action.busy}>
            {words.adopt}
          </button>
        </>
      )}
    </section>
  );
}
