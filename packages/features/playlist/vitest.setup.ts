import '@nada/ui/testing/jsdom-setup';
