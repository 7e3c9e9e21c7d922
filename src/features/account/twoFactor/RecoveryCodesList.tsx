import { saveFile } from '../../../lib/saveFile';

export const RECOVERY_CODES_FILE = 'versus-recovery-codes.txt';

function codesText(codes: readonly string[]): string {
  return [
    'VERSUS recovery codes',
    'Each code signs you in once when you cannot use your authenticator app. Keep them somewhere safe.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** The ten recovery codes, shown once right after they were made, with a download as a text file. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  return (
    <div className="two-factor__codes" role="group" aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading">Your recovery codes</h3>
      <p>
        Each code signs you in once if you lose your phone. They are shown only now: download them or write them down, and keep them
        somewhere safe.
      </p>
      <ol className="two-factor__code-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary" onClick={() => saveFile(new Blob([codesText(codes)], { type: 'text/plain' }), RECOVERY_CODES_FILE)}>
        Download
      </button>
    </div>
  );
}
