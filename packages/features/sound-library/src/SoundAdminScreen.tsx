import {errorCodeOf as codeOf} from '@nada/jobs';
import {Input, Select, searchIcon} from '@nada/ui';
import {useCallback, useEffect, useState, type FormEvent} from 'react';
import {useIntl} from 'react-intl';
import {EMPTY_FILTERS} from './filters';
import {messages as soundLibraryMessages} from './messages';
import {SoundAdminTable} from './SoundAdminTable';
import {SoundAuditList, type SoundAuditEntry} from './SoundAuditList';
import {auditEntriesOf, summaryOf, type LibrarySound as Sound, type SoundAdminClient} from './soundClient';
import {SoundEditPanel} from './SoundEditPanel';
import {SoundUploadArea} from './SoundUploadArea';
import type {SoundSummary} from './types';
import {useSoundUploads, type AddSoundProgress} from './useSoundUploads';
import './soundLibrary.css';

type Published = 'all' | 'published' | 'unpublished';

type Load = {status: 'loading'} | {status: 'error'; code: string} | {status: 'ready'};

/** Sends a file with the upload the minus one uses, then makes it a sound (analysed on the server). */
function uploadThenCreate(
  client: SoundAdminClient,
  file: File,
  {onProgress, onAnalysing, signal}: AddSoundProgress,
): Promise<Sound> {
  return new Promise<{id: string}>((resolve, reject) => {
    const upload = client.uploads.createUpload(file, {
      onProgress: (sent, total) => onProgress(total > 0 ? sent / total : 0),
      onSuccess: resolve,
      onError: (code) => reject({code}),
    });
    signal.addEventListener('abort', () => void upload.abort(true), {once: true});
    upload.start();
  }).then((stored) => {
    onAnalysing();
    return client.createSound(stored.id);
  });
}

/** Props of {@link SoundAdminScreen}. */
export interface SoundAdminScreenProps {
  /** The API's calls. */
  client: SoundAdminClient;
  /** The page's language: the titles' and the search's. */
  locale: 'id' | 'en';
  /** The page's search parameters: the search and the state shown (`?q=&published=`). */
  params: URLSearchParams;
  /** Changes the page's search parameters (the router's `setSearchParams`). */
  onParamsChange: (next: URLSearchParams, options?: {replace?: boolean}) => void;
  /** The text of an API error code in the user's language (the app's one map of codes). */
  errorText: (code: string) => string;
}

/**
 * The library's administration (`/admin/sound`): upload many files (each analysed on the server), the library's sounds with bulk
 * publish, unpublish and delete, the editor that corrects a sound's analysis, and the audit.
 */
export function SoundAdminScreen({
  client,
  locale,
  params,
  onParamsChange: setParams,
  errorText: codeText,
}: SoundAdminScreenProps) {
  const intl = useIntl();
  const [sounds, setSounds] = useState<Sound[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{request: string; load: Load} | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // The search and the state shown live in the URL (`?q=&published=`), as the library's filters do.
  const q = params.get('q')?.trim() ?? '';
  const published: Published =
    params.get('published') === 'true'
      ? 'published'
      : params.get('published') === 'false'
        ? 'unpublished'
        : 'all';
  const [search, setSearch] = useState(q);
  const setQuery = (nextQ: string, nextPublished: Published) => {
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextPublished !== 'all') next.set('published', String(nextPublished === 'published'));
    setParams(next, {replace: true});
  };
  const [editing, setEditing] = useState<string | null>(null);
  const [audit, setAudit] = useState<{entries: SoundAuditEntry[]; cursor: string | null} | null>(null);
  const [auditFailed, setAuditFailed] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const errorText = (error: unknown) => codeText(codeOf(error));
  const publishedFilter = published === 'all' ? null : published === 'published';
  // The answer to the latest request, by the request it answers: another search shows "loading" at once.
  const request = `${q}|${published}|${locale}|${round}`;
  const load: Load = answer?.request === request ? answer.load : {status: 'loading'};

  const reloadAudit = useCallback(() => {
    client.listAudit().then(
      (page) => {
        setAudit({entries: auditEntriesOf(page), cursor: page.nextCursor});
        setAuditFailed(null);
      },
      (error: unknown) => setAuditFailed(codeOf(error)),
    );
  }, [client]);

  useEffect(() => {
    let live = true;
    client.listAdminSounds({...EMPTY_FILTERS, q}, publishedFilter, locale).then(
      (page) => {
        if (!live) return;
        setSounds(page.items);
        setCursor(page.nextCursor);
        setAnswer({request, load: {status: 'ready'}});
      },
      (error: unknown) => live && setAnswer({request, load: {status: 'error', code: codeOf(error)}}),
    );
    return () => {
      live = false;
    };
  }, [client, q, publishedFilter, locale, request]);

  useEffect(() => reloadAudit(), [reloadAudit]);

  // The new sound goes on top of the table as soon as it is analysed.
  const addAndKeep = async (file: File, progress: AddSoundProgress) => {
    const sound = await uploadThenCreate(client, file, progress);
    setSounds((list) => [sound, ...list.filter((other) => other.id !== sound.id)]);
    return sound;
  };

  const uploads = useSoundUploads({
    addSound: async (file, progress) => summaryOf(await addAndKeep(file, progress)),
    errorText,
    onAdded: () => reloadAudit(),
  });
  const replace = (next: Sound) =>
    setSounds((list) => list.map((sound) => (sound.id === next.id ? next : sound)));
  const loadMore = async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await client.listAdminSounds({...EMPTY_FILTERS, q}, publishedFilter, locale, cursor);
      setSounds((list) => [...list, ...page.items]);
      setCursor(page.nextCursor);
    } catch (error) {
      setAnswer({request, load: {status: 'error', code: codeOf(error)}});
    } finally {
      setLoadingMore(false);
    }
  };
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery(search.trim(), published);
  };
  const editingSound = sounds.find((sound) => sound.id === editing) ?? null;
  const texts = soundLibraryMessages;

  return (
    <div className="sound-admin" data-page-loading={load.status === 'loading' ? '' : undefined}>
      <SoundUploadArea
        uploads={uploads.uploads}
        onFiles={uploads.add}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
      />
      <div className="sound-admin__filters">
        <form role="search" onSubmit={handleSearch}>
          <Input
            type="search"
            iconStart={searchIcon}
            aria-label={intl.formatMessage(texts.searchLabel)}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </form>
        <Select
          className="sound-admin__state"
          aria-label={intl.formatMessage(texts.columnState)}
          value={published}
          onValueChange={(value) => setQuery(q, value as Published)}
          options={[
            {value: 'all', label: intl.formatMessage(texts.any)},
            {value: 'published', label: intl.formatMessage(texts.published)},
            {value: 'unpublished', label: intl.formatMessage(texts.unpublished)},
          ]}
        />
      </div>
      <SoundAdminTable
        sounds={sounds.map((sound) => summaryOf(sound))}
        status={load.status}
        errorText={load.status === 'error' ? codeText(load.code) : undefined}
        onRetry={() => setRound((previous) => previous + 1)}
        onBulk={async (action, ids) => {
          await client.bulkSounds(ids, action);
          if (action === 'delete') setSounds((list) => list.filter((sound) => !ids.includes(sound.id)));
          else
            setSounds((list) =>
              list.map((sound) =>
                ids.includes(sound.id) ? {...sound, published: action === 'publish'} : sound,
              ),
            );
          reloadAudit();
        }}
        errorTextOf={errorText}
        onEdit={(sound: SoundSummary) => setEditing((open) => (open === sound.id ? null : sound.id))}
        editingId={editing}
        filtered={q !== '' || published !== 'all'}
        hasMore={cursor !== null}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
      {editingSound && (
        <SoundEditPanel
          sound={summaryOf(editingSound)}
          errorText={errorText}
          onSave={async (change) => {
            replace(await client.updateSound(editingSound.id, change));
            reloadAudit();
          }}
          onDelete={async () => {
            await client.deleteSound(editingSound.id);
            setSounds((list) => list.filter((sound) => sound.id !== editingSound.id));
            setEditing(null);
            reloadAudit();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <details className="sound-admin__audit">
        <summary>{intl.formatMessage(texts.auditHeading)}</summary>
        <SoundAuditList
          heading={false}
          status={auditFailed ? 'error' : audit ? 'ready' : 'loading'}
          errorText={auditFailed ? codeText(auditFailed) : undefined}
          entries={audit?.entries}
          hasMore={audit?.cursor != null}
          onLoadMore={() => {
            if (!audit?.cursor) return;
            void client.listAudit(audit.cursor).then(
              (page) =>
                setAudit({entries: [...audit.entries, ...auditEntriesOf(page)], cursor: page.nextCursor}),
              (error: unknown) => setAuditFailed(codeOf(error)),
            );
          }}
        />
      </details>
    </div>
  );
}
