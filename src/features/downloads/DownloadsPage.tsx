import './downloads.css';
import { usePublicConfig } from '../../lib/publicConfig';
import { usePageTitle } from '../../lib/usePageTitle';
import { BRAND_ASSETS, BRAND_COLOURS, BRAND_GUIDE_FILE, BRAND_RULES, brandFileUrl } from './brandAssets';

/** Brand assets for partners, streamers and press: logos, colours and how to use them. */
export function DownloadsPage() {
  usePageTitle('Downloads');
  const { supportEmail } = usePublicConfig();
  return (
    <article className="page container downloads">
      <h1>Downloads</h1>
      <p>
        Writing about VERSUS, streaming a tournament or linking to us? Use these official brand assets. All logos are
        vector files (SVG) that scale to any size.
      </p>
      <p>
        <a className="btn btn-primary" href={brandFileUrl(BRAND_GUIDE_FILE)} download>
          Download the brand guide (Markdown)
        </a>
      </p>

      <section aria-labelledby="downloads-logos">
        <h2 id="downloads-logos">Logos</h2>
        <ul className="downloads__grid">
          {BRAND_ASSETS.map((asset) => (
            <li key={asset.file} className="card downloads__asset">
              <div className={`downloads__preview downloads__preview--${asset.preview}`}>
                <img src={brandFileUrl(asset.file)} alt={asset.alt} width={asset.width} height={asset.height} />
              </div>
              <h3>{asset.name}</h3>
              <a className="btn btn-secondary btn-small" href={brandFileUrl(asset.file)} download>
                Download SVG<span className="visually-hidden"> – {asset.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="downloads-colours">
        <h2 id="downloads-colours">Colours</h2>
        <ul className="downloads__colours">
          {BRAND_COLOURS.map((colour) => (
            <li key={colour.hex} className="downloads__colour">
              <div className="downloads__swatch" style={{ background: colour.hex }} aria-hidden="true" />
              <h3>{colour.name}</h3>
              <code>{colour.hex}</code>
              <p>{colour.use}</p>
            </li>
          ))}
        </ul>
        <p>Text must keep a contrast ratio of at least 4.5:1 to its background: Ice on Night, Night on white and white on Violet all pass.</p>
      </section>

      <section aria-labelledby="downloads-rules">
        <h2 id="downloads-rules">Usage rules</h2>
        <ul>
          {BRAND_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        <p>
          Using these assets as described to write about, stream or link to VERSUS needs no permission. For merchandise,
          advertising or partnerships, write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
        </p>
      </section>
    </article>
  );
}
