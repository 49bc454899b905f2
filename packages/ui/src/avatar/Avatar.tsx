import {Avatar as RadixAvatar} from 'radix-ui';
import {forwardRef} from 'react';
import type {ComponentPropsWithoutRef} from 'react';
import {useIntl} from 'react-intl';
import {Icon, userIcon} from '../icon';
import {messages} from '../messages';

/** Diameter of an avatar: 32, 40, 56 or 80 px. */
export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

/** How many background tints the initials fallback chooses from (see Avatar.css). */
const TINT_COUNT = 6;

/** Props of {@link Avatar}. */
export interface AvatarProps extends Omit<ComponentPropsWithoutRef<typeof RadixAvatar.Root>, 'children'> {
  /** Address of the picture; without it, or while it loads or if it fails, the initials show. */
  src?: string;
  /** The person's name: gives the alt text, the initials and the tint behind them. */
  name: string;
  /** Diameter. @default 'md' */
  size?: AvatarSize;
}

/** Up to two initials: the first letters of the first and last words of a name. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from splits by code point, so a name starting with an emoji or a non-BMP letter stays whole.
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return (letter(first) + letter(last)).toLocaleUpperCase();
}

/** A stable tint index for a name, so a person keeps the same colour everywhere. */
export function getAvatarTint(name: string): number {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % TINT_COUNT;
}

/** A round profile picture with the person's initials on a tint from their name as the fallback. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  {src, name, size = 'md', className, ...props},
  ref,
) {
  const intl = useIntl();
  const alt = intl.formatMessage(messages.avatarFallback, {name});
  const initials = getInitials(name);
  return (
    <RadixAvatar.Root
      ref={ref}
      className={['nada-avatar', className].filter(Boolean).join(' ')}
      data-size={size}
      data-tint={getAvatarTint(name)}
      {...props}
    >
      {src && <RadixAvatar.Image className="nada-avatar__image" src={src} alt={alt} />}
      <RadixAvatar.Fallback className="nada-avatar__fallback" role="img" aria-label={alt}>
        {initials ? <span aria-hidden>{initials}</span> : <Icon icon={userIcon} />}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
});
