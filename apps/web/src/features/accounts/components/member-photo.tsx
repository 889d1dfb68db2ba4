import { useTranslation } from 'react-i18next';

/** The member's photo, or the default picture (spec section 2) when there is none. */
export function MemberPhoto({ photo, size }: { photo: string | null; size: number }) {
  const { t } = useTranslation();
  return photo ? (
    <img className="member-photo" src={photo} alt={t('accounts.photo')} width={size} height={size} />
  ) : (
    <span
      className="member-photo member-photo-default"
      style={{ width: size, height: size }}
      role="img"
      aria-label={t('accounts.photo')}
    >
      ✿
    </span>
  );
}
