import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useSearchParams } from '@tla/federated/router';
import { defaultScenario, type Scenario } from '../model/scenario';
import {
  formFromScenario,
  scenarioFormReducer,
  type ScenarioForm,
  type ScenarioFormAction,
} from '../model/scenario-form';
import { decodeScenario, encodeScenario } from '../model/scenario-url';

/** Typing settles before the address bar changes (browsers throttle history updates). */
export const URL_WRITE_DELAY_MS = 300;
const DEFAULTS_QUERY = encodeScenario(defaultScenario).toString();

interface State {
  form: ScenarioForm;
  /** Notices about the link's fields that fell back to defaults. */
  notices: string[];
  /** True once the reader changed something: only then does the URL follow the scenario. */
  readerChanged: boolean;
}

type Action =
  | ScenarioFormAction
  | { type: 'load'; scenario: Scenario; notices: string[]; fromUrl: boolean }
  | { type: 'dismiss-notices' };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'load':
      return {
        form: formFromScenario(action.scenario),
        notices: action.notices,
        readerChanged: !action.fromUrl,
      };
    case 'dismiss-notices':
      return { ...state, notices: [] };
    default:
      return { ...state, form: scenarioFormReducer(state.form, action), readerChanged: true };
  }
}

function init(params: URLSearchParams): State {
  const { scenario, notices } = decodeScenario(params);
  return { form: formFromScenario(scenario), notices, readerChanged: false };
}

/** The query string that shares `scenario` (empty for the defaults, so the plain URL stays plain). */
export function scenarioQuery(scenario: Scenario): string {
  const query = encodeScenario(scenario).toString();
  return query === DEFAULTS_QUERY ? '' : query;
}

/**
 * The simulator's state. The first render (server and client alike) is the scenario decoded from the
 * router's search params. Edits go to the address bar with history.replaceState, after a short pause:
 * a router navigation would re-render the whole site and scroll the page to the top on every key.
 */
export function useScenario() {
  const [searchParams] = useSearchParams();
  const [state, dispatch] = useReducer(reducer, searchParams, init);
  const currentQuery = useRef(searchParams.toString());

  // A navigation to another link of this page (back, forward, a link) loads that link's scenario.
  useEffect(() => {
    const query = searchParams.toString();
    if (query === currentQuery.current) return;
    currentQuery.current = query;
    const decoded = decodeScenario(searchParams);
    dispatch({ type: 'load', scenario: decoded.scenario, notices: decoded.notices, fromUrl: true });
  }, [searchParams]);

  const { scenario } = state.form;
  useEffect(() => {
    if (!state.readerChanged) return;
    const query = scenarioQuery(scenario);
    if (query === currentQuery.current) return;
    const timer = window.setTimeout(() => {
      currentQuery.current = query;
      const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
      // Keep the router's entry state so back and forward still work.
      window.history.replaceState(window.history.state, '', url);
    }, URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [scenario, state.readerChanged]);

  const load = useCallback((next: Scenario) => {
    dispatch({ type: 'load', scenario: next, notices: [], fromUrl: false });
  }, []);
  const reset = useCallback(() => load(defaultScenario), [load]);
  const dismissNotices = useCallback(() => dispatch({ type: 'dismiss-notices' }), []);

  // The page edits the form; loading whole scenarios goes through `load`.
  const edit: (action: ScenarioFormAction) => void = dispatch;
  return {
    form: state.form,
    scenario,
    notices: state.notices,
    edit,
    load,
    reset,
    dismissNotices,
  };
}
