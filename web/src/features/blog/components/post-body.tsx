import type { Locale } from '@ristorante/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoadingState } from '../../../components/feedback/query-states';
import type { BlogPost, PostBlock } from '../posts';

/** A post's text, block by block, as elements (the texts are data; nothing is set as HTML). */
function Blocks({ blocks }: { blocks: readonly PostBlock[] }) {
  return (
    <div className="blog-post-body">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return <h2 key={index}>{block.text}</h2>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
        }
      })}
    </div>
  );
}

// One lazy component per post, made the first time the post is shown and kept: a lazy component made during
// render would load (and suspend) every time.
const bodies = new Map<string, ComponentType<{ locale: Locale }>>();

function bodyOf(post: BlogPost): ComponentType<{ locale: Locale }> {
  let Body = bodies.get(post.slug);
  if (!Body) {
    Body = lazy(async () => {
      const body = await post.loadBody();
      return { default: ({ locale }: { locale: Locale }) => <Blocks blocks={body[locale]} /> };
    });
    bodies.set(post.slug, Body);
  }
  return Body;
}

/**
 * The post's text, from its own chunk (a few KB): title, author and picture are shown meanwhile. A chunk that
 * cannot be fetched is the page error of decision 48, caught below the layout.
 */
export function PostBody({ post }: { post: BlogPost }) {
  const { locale } = useIntl();
  const Body = bodyOf(post);

  return (
    <Suspense
      fallback={
        <LoadingState>
          <FormattedMessage id="common.loading" />
        </LoadingState>
      }
    >
      {/* eslint-disable-next-line react-hooks/static-components -- bodyOf keeps one component per post (above) */}
      <Body locale={locale} />
    </Suspense>
  );
}
