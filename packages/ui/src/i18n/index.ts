export {defineMessage, defineMessages} from './defineMessages';
export type {CatalogMessage, MessageId, TypedMessage} from './defineMessages';
