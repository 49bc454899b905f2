import {useFormState} from '@nada/ui';
import {useCallback, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore} from 'react';
import type {FormEvent, RefObject} from 'react';
import {linkUrlProblem, normalizeLinkUrl, type LinkUrlProblem} from './linkUrl';
import type {LinkProbe, LinkSourceStatus} from './types';

/**
 * How the link step asks what a link holds: the app's call to its probe (`POST /api/imports/probe`),
 * passed in so the feature knows no URL or token. It rejects with an error whose `code` is the API's
 * (`URL_NOT_ALLOWED`, `IMPORT_UNSUPPORTED`…) and stops when `signal` aborts.
 */
export type LinkProbeTransport = (url: string, signal: AbortSignal) => Promise<LinkProbe>;

/** A state the link step can start in: for stories, or a page that shows a known outcome. */
export interface LinkSourceInitialState {
  /** Where the step stands. @default 'idle' */
  status?: LinkSourceStatus;
  /** What the link holds, with status `ready`. */
  result?: LinkProbe | null;
  /** Why the probe failed, with status `error`. */
  errorCode?: string | null;
}

/** Options of {@link useLinkSource}. */
export interface UseLinkSourceOptions {
  /** Asks the server what a link holds. */
  probe: LinkProbeTransport;
  /** The link the field starts with. @default '' */
  defaultUrl?: string;
  /** The state to start in. @default idle */
  initialState?: LinkSourceInitialState;
  /** Called with what a link holds once the server has answered. */
  onProbed?: (result: LinkProbe) => void;
  /** Reads the clipboard for the Paste button. @default the browser's `navigator.clipboard.readText`, where there is one */
  readClipboard?: () => Promise<string>;
}

/** The link step's state and commands, from {@link useLinkSource}. */
export interface LinkSourceControls {
  /** The link as typed. */
  url: string;
  /** Where the step stands. */
  status: LinkSourceStatus;
  /** What is wrong with the typed link, while `status` is `invalid`. */
  problem: LinkUrlProblem | null;
  /** What the last probed link holds; null while probing or after a failure. */
  result: LinkProbe | null;
  /** The link last sent to the probe, as sent (with its scheme). */
  checkedUrl: string | null;
  /** The probe's error code, while `status` is `error`. */
  errorCode: string | null;
  /** Whether the Paste button can read the clipboard here. */
  canPaste: boolean;
  /** Whether the browser refused the last paste (the user pastes by hand then). */
  pasteDenied: boolean;
  /** Changes the typed link. */
  setUrl(url: string): void;
  /** Checks the typed link and, when it is one, asks the server what it holds; pass it to the form's `onSubmit`. */
  submit(event?: FormEvent): void;
  /** Puts the clipboard's text in the field and checks it at once. */
  paste(): Promise<void>;
  /** Puts `url` in the field and checks it at once (a playlist's first video, say). */
  probeUrl(url: string): void;
  /** Stops a running probe; the link stays in the field. */
  cancel(): void;
  /** Put on the element that explains a failed probe: it takes focus after each failure. */
  failureRef: RefObject<HTMLDivElement | null>;
}

const ABORTED = 'ABORTED';

const noChanges = () => () => {};

function clipboardReader(): (() => Promise<string>) | undefined {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return typeof clipboard?.readText === 'function' ? () => clipboard.readText() : undefined;
}

function initialFormState(url: string, initial: LinkSourceInitialState | undefined) {
  switch (initial?.status) {
    case 'invalid':
      return {status: 'error' as const, fieldErrors: {url: linkUrlProblem(url) ?? 'invalid'}};
    case 'error':
      return {status: 'error' as const, error: {code: initial.errorCode ?? 'unknown'}};
    case 'probing':
      return {status: 'submitting' as const};
    case 'ready':
      return {status: 'success' as const};
    default:
      return {};
  }
}

/**
 * The link source step, headless: the typed link, its checks before sending (empty, not a link, not
 * http or https), one probe at a time through `probe` (cancelable; a newer one replaces the
 * answer), Paste from the clipboard, and the answer or the failure's code.
 */
export function useLinkSource({
  probe,
  defaultUrl = '',
  initialState,
  onProbed,
  readClipboard,
}: UseLinkSourceOptions): LinkSourceControls {
  const [result, setResult] = useState<LinkProbe | null>(initialState?.result ?? null);
  const [pasteDenied, setPasteDenied] = useState(false);
  const [checkedUrl, setCheckedUrl] = useState<string | null>(null);
  // The browser's clipboard is known only in the browser: the server's markup (and hydration) has
  // no Paste button, the browser's next render has it where the clipboard can be read.
  const browserCanRead = useSyncExternalStore(
    noChanges,
    () => clipboardReader() !== undefined,
    () => false,
  );
  const running = useRef<AbortController | null>(null);
  const [submitRequest, setSubmitRequest] = useState(0);

  const form = useFormState<{url: string}, LinkUrlProblem>({
    defaultValues: {url: defaultUrl},
    validate: ({url}) => {
      const problem = linkUrlProblem(url);
      return problem ? {url: problem} : {};
    },
    onSubmit: async ({url}) => {
      const controller = new AbortController();
      running.current = controller;
      setResult(null);
      // validate() let it through, so it is a web link.
      const sent = normalizeLinkUrl(url) ?? url;
      setCheckedUrl(sent);
      try {
        const answer = await probe(sent, controller.signal);
        if (controller.signal.aborted) throw Object.assign(new Error('Probe canceled'), {code: ABORTED});
        setResult(answer);
        onProbed?.(answer);
      } catch (error) {
        if (controller.signal.aborted)
          throw Object.assign(new Error('Probe canceled', {cause: error}), {code: ABORTED});
        throw error;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    isDismissed: (code) => code === ABORTED,
    initialState: initialFormState(defaultUrl, initialState),
  });

  useEffect(() => () => running.current?.abort(), []);

  const {handleSubmit, setValue} = form;
  // A link put in the field by Paste (or a playlist's first video) is checked once the field holds it.
  const submitRequested = useEffectEvent(() => void handleSubmit());
  useEffect(() => {
    if (submitRequest > 0) submitRequested();
  }, [submitRequest]);

  const probeUrl = useCallback(
    (url: string) => {
      setValue('url', url);
      setSubmitRequest((count) => count + 1);
    },
    [setValue],
  );

  const reader = readClipboard ?? (browserCanRead ? clipboardReader() : undefined);
  const paste = useCallback(async () => {
    if (!reader) return;
    setPasteDenied(false);
    try {
      const text = (await reader()).trim();
      if (text) probeUrl(text);
    } catch (error) {
      console.warn('Reading the clipboard failed', error);
      setPasteDenied(true);
    }
  }, [reader, probeUrl]);

  const cancel = useCallback(() => running.current?.abort(), []);

  const problem = form.fieldErrors.url ?? null;
  const status: LinkSourceStatus =
    form.status === 'submitting'
      ? 'probing'
      : form.status === 'error'
        ? problem
          ? 'invalid'
          : 'error'
        : form.status === 'success' && result
          ? 'ready'
          : 'idle';

  return {
    url: form.values.url,
    status,
    problem: status === 'invalid' ? problem : null,
    result: status === 'probing' ? null : result,
    checkedUrl,
    errorCode: status === 'error' ? (form.error?.code ?? 'unknown') : null,
    canPaste: reader !== undefined,
    pasteDenied,
    setUrl: (url) => {
      setPasteDenied(false);
      setValue('url', url);
    },
    submit: (event) => void handleSubmit(event),
    paste,
    probeUrl,
    cancel,
    failureRef: form.failureRef,
  };
}
