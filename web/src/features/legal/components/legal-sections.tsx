import { Fragment } from 'react';
import { OpeningHours, SpecialDays } from '../../../components/layout/opening-hours';
import type { LegalBlock, LegalSection } from '../texts';
import type { LegalValue } from '../utils/legal-values';
import { LegalInlineText } from './legal-inline-text';

type Values = Record<string, LegalValue>;

function Block({ block, values }: { block: LegalBlock; values: Values }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <LegalInlineText text={block.text} values={values} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>
              <LegalInlineText text={item} values={values} />
            </li>
          ))}
        </ul>
      );
    case 'address':
      return (
        <address className="legal-address">
          {block.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              <LegalInlineText text={line} values={values} />
            </Fragment>
          ))}
        </address>
      );
    case 'facts':
      return (
        <dl className="legal-facts">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt>{item.term}</dt>
              <dd>
                <LegalInlineText text={item.text} values={values} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'openingHours':
      // The shared components, so the hours here are the footer's and the server's: one reading of them.
      return (
        <div className="legal-hours">
          <OpeningHours />
          <SpecialDays />
        </div>
      );
  }
}

/**
 * A tab's text: each section an h3 under the tab's h2, its blocks as elements (nothing is set as HTML). A section
 * about a value the owner has none of (no register, no VAT id) is left out.
 */
export function LegalSections({ sections, values }: { sections: readonly LegalSection[]; values: Values }) {
  const shown = sections.filter((section) => !section.shownWith || section.shownWith in values);
  return (
    <>
      {shown.map((section) => (
        <section key={section.heading} className="legal-section">
          <h3>
            <LegalInlineText text={section.heading} values={values} />
          </h3>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} values={values} />
          ))}
        </section>
      ))}
    </>
  );
}
