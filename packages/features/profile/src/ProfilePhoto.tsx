import {Avatar, Button, trashIcon, uploadIcon} from '@nada/ui';
import {useCallback, useRef} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {FormStatus} from './FormStatus';
import {messages} from './messages';
import {MAX_PHOTO_BYTES, PHOTO_TYPES, checkPhotoFile} from './photoFile';
import {ProfileSection, type ProfileHeadingOptions} from './ProfileSection';
import type {ProfileFormState} from './types';
import {useProfileForm} from './useProfileForm';

/** Props of {@link ProfilePhoto}. */
export interface ProfilePhotoProps extends ProfileHeadingOptions {
  /** The person's name, for the initials shown without a photo and the photo's alt text. */
  name: string;
  /** Address of the current photo; initials show without one. */
  photoURL?: string | null;
  /** Uploads a checked file (the app's `PUT /api/me/photo`, which resizes and crops it to a square). */
  upload: (file: File) => Promise<void>;
  /** Removes the photo (the app's `DELETE /api/me/photo`). */
  remove: () => Promise<void>;
  /** The state to start in, for stories and known outcomes. @default idle */
  initialState?: Partial<ProfileFormState<Record<string, never>>>;
}

const checkedFile = (file: File): Promise<void> => {
  const problem = checkPhotoFile(file);
  return problem ? Promise.reject(Object.assign(new Error(problem), {code: problem})) : Promise.resolve();
};

/** The current photo or initials, a button to choose a new one (checked before upload) and one to remove it. */
export function ProfilePhoto({
  name,
  photoURL,
  upload,
  remove,
  initialState,
  headingLevel,
}: ProfilePhotoProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const form = useProfileForm<Record<string, never>>({
    defaultValues: {},
    validate: useCallback(() => ({}), []),
    onSubmit: useCallback(() => Promise.resolve(), []),
    initialState,
  });
  const busy = form.status === 'submitting';
  const size = intl.formatNumber(MAX_PHOTO_BYTES / (1024 * 1024), {style: 'unit', unit: 'megabyte'});

  function handleFile(file: File | undefined) {
    if (!file) return;
    void form.run(async () => {
      await checkedFile(file);
      await upload(file);
    });
    // The same file can be chosen again after a failure.
    if (input.current) input.current.value = '';
  }

  return (
    <ProfileSection title={<FormattedMessage {...messages.photoTitle} />} headingLevel={headingLevel}>
      <div className="nada-profile__photo" aria-busy={busy || undefined}>
        <Avatar name={name} src={photoURL ?? undefined} size="xl" />
        <div className="nada-profile__photo-body">
          <p className="nada-profile__note">
            <FormattedMessage {...messages.photoHint} values={{size}} />
          </p>
          {busy ? (
            <p className="nada-profile__note" role="status">
              <FormattedMessage {...messages.photoUploading} />
            </p>
          ) : (
            <FormStatus
              statusRef={form.statusRef}
              status={form.status}
              error={form.error}
              success={<FormattedMessage {...messages.photoSaved} />}
            />
          )}
          <input
            ref={input}
            className="nada-profile__file"
            type="file"
            accept={PHOTO_TYPES.join(',')}
            tabIndex={-1}
            aria-hidden
            onChange={(event) => handleFile(event.target.files?.[0])}
          />
          <div className="nada-profile__actions">
            <Button
              variant="secondary"
              iconStart={uploadIcon}
              loading={busy}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              <FormattedMessage {...(photoURL ? messages.photoChange : messages.photoChoose)} />
            </Button>
            {photoURL && (
              <Button
                variant="ghost"
                iconStart={trashIcon}
                disabled={busy}
                onClick={() => void form.run(remove)}
              >
                <FormattedMessage {...messages.photoRemove} />
              </Button>
            )}
          </div>
        </div>
      </div>
    </ProfileSection>
  );
}
