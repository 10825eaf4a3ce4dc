import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InstagramPost } from '@ristorante/contracts';
import { EmptyState, LoadingState } from '../../../components/feedback/query-states';
import { useInstagramPosts } from '../api/get-instagram-posts';
import { initiallyShownPosts, instagramPostsState } from '../instagram-posts';
import { InstagramPostCard, type InstagramView } from './instagram-post-card';
import { useSearchParamsAfterHydration } from '../../../lib/use-hydrated';
import '../../../styles/segmented.css';

const listId = 'instagram-posts';
/** The first posts load their pictures at once (the first row on any screen); the others lazily. */
const eagerImages = 3;

/** `?view=feed` shows the feed; anything else (nothing, a typo, an old link) the gallery. */
function useView(): [InstagramView, (view: InstagramView) => void] {
  const [params, setParams] = useSearchParamsAfterHydration();
  const view: InstagramView = params.get('view') === 'feed' ? 'feed' : 'gallery';
  const setView = (next: InstagramView) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'feed') changed.set('view', 'feed');
        else changed.delete('view');
        return changed;
      },
      // A view is not a page to go back to; a link or a reload keeps it.
      { replace: true },
    );
  return [view, setView];
}

function ViewToggle({ view, onChange }: { view: InstagramView; onChange: (view: InstagramView) => void }) {
  const intl = useIntl();
  const options = [
    { value: 'gallery', label: 'instagram.view.gallery' },
    { value: 'feed', label: 'instagram.view.feed' },
  ] as const;
  return (
    <div className="segmented instagram-view-toggle" role="group" aria-label={intl.formatMessage({ id: 'instagram.view.label' })}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="instagram-view-button"
          aria-pressed={view === option.value}
          onClick={() => onChange(option.value)}
        >
          <FormattedMessage id={option.label} />
        </button>
      ))}
    </div>
  );
}

function Posts({ posts }: { posts: readonly InstagramPost[] }) {
  const [view, setView] = useView();
  const [showAll, setShowAll] = useState(false);
  const firstRevealed = useRef<HTMLElement>(null);
  const moveFocus = useRef(false);
  const shown = showAll ? posts : posts.slice(0, initiallyShownPosts);
  const hidden = posts.length - shown.length;

  // The button is gone once pressed: keyboard and screen reader users go on at the first post it revealed.
  useEffect(() => {
    if (!showAll || !moveFocus.current) return;
    moveFocus.current = false;
    firstRevealed.current?.focus();
  }, [showAll]);

  return (
    <>
      <ViewToggle view={view} onChange={setView} />
      <ul id={listId} className={view === 'feed' ? 'instagram-feed' : 'instagram-gallery'}>
        {shown.map((post, index) => (
          <InstagramPostCard
            key={post.id}
            post={post}
            view={view}
            eager={index < eagerImages}
            articleRef={index === initiallyShownPosts ? firstRevealed : undefined}
          />
        ))}
      </ul>
      {hidden > 0 ? (
        <p className="instagram-show-all">
          <button
            type="button"
            className="button button-secondary"
            aria-controls={listId}
            onClick={() => {
              moveFocus.current = true;
              setShowAll(true);
            }}
          >
            <FormattedMessage id="instagram.showAll" values={{ count: hidden }} />
          </button>
        </p>
      ) : null}
    </>
  );
}

/**
 * The account's posts, or why there are none. `posts` is the API's answer: it is checked here, so an unusable
 * entry is left out (and a list of only such entries shows as empty), and a list that cannot be read at all shows
 * the error.
 */
export function InstagramPostsList({ posts }: { posts: unknown }) {
  const state = useMemo(() => instagramPostsState(posts), [posts]);
  if (state.kind === 'error') {
    return (
      <div className="state state-error" role="alert">
        <p className="state-title">
          <FormattedMessage id="instagram.error" />
        </p>
      </div>
    );
  }
  if (state.kind === 'empty') return <EmptyState title={<FormattedMessage id="instagram.empty" />} />;
  return <Posts posts={state.posts} />;
}

/**
 * The posts the owner shows (GET /api/instagram-posts, docs/decisions.md 151): in a rendered page they are in it
 * already; a page built in the browser waits for them, and shows the error if they cannot be read.
 */
export function InstagramPosts() {
  const { data, isError } = useInstagramPosts();
  if (data) return <InstagramPostsList posts={data} />;
  if (isError) return <InstagramPostsList posts={undefined} />;
  return (
    <LoadingState>
      <FormattedMessage id="instagram.loading" />
    </LoadingState>
  );
}
