import {defineMessages} from '@nada/ui';

/** Texts of the error page. */
export const errorMessages = defineMessages({
  notFoundTitle: {
    id: 'site.error.notFound.title',
    defaultMessage: 'Page Not Found',
    description: 'Heading of the 404 page',
  },
  notFoundLead: {
    id: 'site.error.notFound.lead',
    defaultMessage: 'The page you are looking for does not exist or has moved.',
    description: 'Explanation on the 404 page',
  },
  notFoundDetail: {
    id: 'site.error.notFound.detail',
    defaultMessage: 'Page Not Found: {path}',
    description: 'Line under the 404 explanation naming the path that was asked for, e.g. "/missing"',
  },
  serverErrorTitle: {
    id: 'site.error.server.title',
    defaultMessage: 'Internal Server Error',
    description: 'Heading of the page shown for any error other than 404',
  },
  serverErrorLead: {
    id: 'site.error.server.lead',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
    description: 'Explanation on the error page for errors other than 404',
  },
  home: {
    id: 'site.error.home',
    defaultMessage: 'Back to home',
    description: 'Button on the error page that leads to the home page',
  },
});
