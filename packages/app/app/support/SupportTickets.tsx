import {SupportTickets as Tickets} from '@nada/support';
import {useAtomValue} from 'jotai';
import {useNavigate, useSearchParams} from 'react-router';
import {useApiErrorText} from '../api/apiErrorText';
import {ApiRequestError} from '../api/client';
import {supportClient} from '../api/supportApi';
import {usePageLocale} from '../auth/authPages';
import {getChallenge} from '../auth/authClient';
import {localePath} from '../routing/paths';
import {isAdminAtom} from '../state/session';

/**
 * The signed-in part of the support page (loaded only once signed in, so guests never load the
 * form), wired to the API: `?ticket=<id>` opens one ticket's thread in place of the list.
 */
export default function SupportTickets() {
  const errorText = useApiErrorText();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (
    <Tickets
      client={supportClient}
      ticketId={search.get('ticket')}
      admin={useAtomValue(isAdminAtom)}
      onOpen={(id) =>
        void navigate(
          `${localePath('support', locale)}${id ? `?ticket=${encodeURIComponent(id)}` : ''}#tickets`,
        )
      }
      getChallenge={getChallenge}
      errorText={(error) => errorText(error instanceof ApiRequestError ? error.code : 'NETWORK')}
    />
  );
}
