// The shared fake backend (a real API client over a fake fetch) the marking views' tests run against.
export * from '@assess/ui/testing';
