import type {MessageDescriptor} from 'react-intl';

/** A message id that `node scripts/messages.mjs extract` found in a catalog and typed. */
export type MessageId = keyof FormatjsIntl.MessageArguments & string;

/** A message of a package's catalog: its id, its English text and a note for the translator. */
export type CatalogMessage = MessageDescriptor & {id: MessageId; defaultMessage: string; description: string};

/** The ids of the messages that `Values` can format: those whose values are all among them. */
type IdsTaking<Values> = {
  [Id in MessageId]: Values extends FormatjsIntl.MessageArguments[Id] ? Id : never;
}[MessageId];

/**
 * One of the messages that `Values` can format (those taking no values by default), for a table or
 * a prop that holds one of several messages: `formatMessage` still checks the values given.
 */
export type TypedMessage<Values = Record<never, never>> = CatalogMessage & {id: IdsTaking<Values>};

/**
 * Names a package's messages by local keys, each id written once: `node scripts/messages.mjs
 * extract` reads the ids into lang/en.json and the values each takes into messages.generated.ts, by
 * which `formatMessage(messages.key, values)` checks the values (react-intl's own `defineMessages`
 * would type every message as taking none).
 */
export function defineMessages<const Messages extends Record<string, CatalogMessage>>(
  messages: Messages,
): Messages {
  return messages;
}

/** Names one message, its id written once, as {@link defineMessages} does for several. */
export function defineMessage<const Message extends CatalogMessage>(message: Message): Message {
  return message;
}
