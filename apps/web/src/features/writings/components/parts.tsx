import type { Author, ClientRef } from '@petal/contract/writings';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { bilingualName } from '../../../lib/localized-name.ts';
import { showLoginPrompt } from '../../../lib/login-prompt.ts';
import { ResponsivePhoto } from '../../../lib/photo.tsx';
import { authorName, formatDate } from '../writings-format.ts';
import '../writings.css';

/** A member's photo, or the default picture; decorative, as the name is always beside it. */
export function AuthorPhoto({ author, size }: { author: Author; size: number }) {
  return author.photo ? (
    <img
      className="author-photo"
      src={author.photo}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span
      className="author-photo author-photo-default"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      ✿
    </span>
  );
}

/** Author photo, name in the reader's language and the day it was written. */
export function AuthorLine({
  author,
  createdAt,
  size = 40,
}: {
  author: Author;
  createdAt: number;
  size?: number;
}) {
  const { i18n } = useTranslation();
  return (
    <div className="author-line">
      <AuthorPhoto author={author} size={size} />
      <span className="author-text">
        <span className="author-name">{authorName(author, i18n.language)}</span>
        <DateText epochMs={createdAt} />
      </span>
    </div>
  );
}

/** A client's photo and name, leading to its profile. */
export function ClientLink({ client }: { client: ClientRef }) {
  const { i18n } = useTranslation();
  return (
    <Link className="client-chip" to={`/ad-blog/${client.client_id}`}>
      <span className="client-chip-photo">
        {client.photo ? (
          <ResponsivePhoto photo={client.photo} alt="" sizes="28px" />
        ) : (
          // Drawn by CSS, so the link's text is the name alone.
          <span className="photo-missing photo-missing-mark" aria-hidden="true" />
        )}
      </span>
      <span className="client-chip-name">{bilingualName(client, i18n.language)}</span>
    </Link>
  );
}

export function DateText({ epochMs }: { epochMs: number }) {
  const { i18n } = useTranslation();
  return (
    <time className="date-text" dateTime={new Date(epochMs).toISOString()}>
      {formatDate(epochMs, i18n.language)}
    </time>
  );
}

/**
 * Spec section 6: a guest who tries a member action is asked to log in or register first,
 * with the way to do it (the same modal the app shows for a login_required answer).
 */
export function useLoginPrompt() {
  const navigate = useNavigate();
  return () => showLoginPrompt(() => void navigate('/login'));
}

/** Stand-ins for a detail page while it loads. */
export function DetailSkeleton({ withPhoto = false }: { withPhoto?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="detail-skeleton" role="status" aria-busy="true" aria-label={t('common:common.loading')}>
      {withPhoto && <div className="skeleton-card detail-skeleton-photo" />}
      <div className="skeleton-row" />
      <div className="skeleton-row detail-skeleton-short" />
      <div className="skeleton-card detail-skeleton-body" />
    </div>
  );
}
