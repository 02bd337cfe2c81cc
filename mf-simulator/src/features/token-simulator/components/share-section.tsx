import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Download, FolderOpen, Link2, RotateCcw, Save, Trash2, Upload } from 'lucide-react';
import { Alert, AlertDescription } from '@tla/shared-ui/components/alert';
import { Button } from '@tla/shared-ui/components/button';
import { useSavedScenarios } from '../hooks/use-saved-scenarios';
import { scenarioQuery } from '../hooks/use-scenario';
import { scenarioNameSchema } from '../model/saved-scenarios';
import type { Scenario } from '../model/scenario';
import { parseScenarioJson, scenarioToCsv, scenarioToJson } from '../model/scenario-export';
import { downloadFile, fileSlug } from './download';
import { TextField } from './field';
import { SimulatorSection } from './layout';

// Made on first use: a page's first Intl formatter loads ICU data (a long task on a slow phone),
// which the page's code should not pay when it is evaluated, before a saved scenario is listed.
let savedAtFormat: Intl.DateTimeFormat | undefined;

function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  savedAtFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' });
  return Number.isNaN(date.getTime()) ? '' : `${savedAtFormat.format(date)} UTC`;
}

export type ShareSectionProps = {
  scenario: Scenario;
  onLoad: (scenario: Scenario) => void;
  onReset: () => void;
};

export function ShareSection({ scenario, onLoad, onReset }: ShareSectionProps) {
  const { scenarios, problem, save, remove } = useSavedScenarios();
  const [status, setStatus] = useState('');
  const [manualLink, setManualLink] = useState('');
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [importError, setImportError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const importId = useId();

  function shareUrl(): string {
    const query = scenarioQuery(scenario);
    return `${window.location.origin}${window.location.pathname}${query ? `?${query}` : ''}`;
  }

  async function copyLink() {
    const url = shareUrl();
    try {
      await navigator.clipboard.writeText(url);
      setManualLink('');
      setStatus('Link copied. Anyone who opens it sees this scenario.');
    } catch {
      // No clipboard (permissions, older browser): show the link to copy by hand.
      setManualLink(url);
      setStatus('Copy the link below.');
    }
  }

  function saveScenario(event: FormEvent) {
    event.preventDefault();
    const parsed = scenarioNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    setNameError(undefined);
    const replaced = scenarios.some((saved) => saved.name === parsed.data);
    const error = save(parsed.data, scenario);
    setStatus(error ?? `${replaced ? 'Replaced' : 'Saved'} “${parsed.data}” in this browser.`);
    if (!error) setName('');
  }

  function exportFile(kind: 'json' | 'csv') {
    const base = `${fileSlug(scenario.token.name)}-scenario`;
    if (kind === 'json') downloadFile(`${base}.json`, scenarioToJson(scenario), 'application/json');
    else downloadFile(`${base}.csv`, scenarioToCsv(scenario), 'text/csv');
    setStatus(kind === 'json' ? 'Exported the scenario as JSON.' : 'Exported the unlock schedule as CSV.');
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = parseScenarioJson(await file.text());
    if (!result.ok) {
      setImportError(result.error);
      return;
    }
    setImportError(undefined);
    onLoad(result.scenario);
    setStatus(`Imported ${file.name}.`);
  }

  return (
    <SimulatorSection
      id="share"
      title="Share and keep"
      description="The whole scenario lives in the page's address: a copied link shows anyone exactly what you see. Save named scenarios in this browser, or export them."
    >
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void copyLink()}>
          <Link2 aria-hidden="true" />
          Copy link
        </Button>
        <Button type="button" variant="outline" onClick={() => exportFile('json')}>
          <Download aria-hidden="true" />
          Export JSON
        </Button>
        <Button type="button" variant="outline" onClick={() => exportFile('csv')}>
          <Download aria-hidden="true" />
          Export CSV
        </Button>
        <Button type="button" variant="outline" onClick={() => fileInput.current?.click()} aria-describedby={importError ? `${importId}-error` : undefined}>
          <Upload aria-hidden="true" />
          Import JSON
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Import a scenario JSON file"
          onChange={(event) => void importFile(event)}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            onReset();
            setStatus('Back to the defaults.');
          }}
        >
          <RotateCcw aria-hidden="true" />
          Reset to defaults
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm">
        {status}
      </p>
      {manualLink ? (
        <TextField label="Link to this scenario" value={manualLink} onValueChange={() => undefined} hint="Select it and copy it." />
      ) : null}
      {importError ? (
        <Alert variant="destructive" id={`${importId}-error`}>
          <AlertDescription className="text-foreground">{importError}</AlertDescription>
        </Alert>
      ) : null}

      <div className="space-y-4 rounded-md border border-border p-4">
        <h3 className="text-lg font-semibold">Saved scenarios</h3>
        <form className="flex flex-col gap-3 sm:flex-row sm:items-start" onSubmit={saveScenario}>
          <TextField label="Scenario name" value={name} onValueChange={setName} error={nameError} hint="For example “20 SOL pool”. Saving under an existing name replaces it." className="sm:w-80" />
          <Button type="submit" className="sm:mt-6">
            <Save aria-hidden="true" />
            Save scenario
          </Button>
        </form>
        {problem ? (
          <Alert role="status">
            <AlertDescription className="text-foreground">{problem}</AlertDescription>
          </Alert>
        ) : null}
        {scenarios.length === 0 ? (
          <p className="text-sm text-muted-foreground">No saved scenarios yet. They stay in this browser only.</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border" aria-label="Saved scenarios">
            {scenarios.map((saved) => (
              <li key={saved.name} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <div>
                  <p className="font-medium break-all">{saved.name}</p>
                  <p className="text-xs text-muted-foreground">Saved {formatSavedAt(saved.savedAt)}</p>
                </div>
                <div className="flex gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Load ${saved.name}`}
                    onClick={() => {
                      onLoad(saved.scenario);
                      setStatus(`Loaded “${saved.name}”.`);
                    }}
                  >
                    <FolderOpen aria-hidden="true" />
                    Load
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Delete ${saved.name}`}
                    onClick={() => {
                      const error = remove(saved.name);
                      setStatus(error ?? `Deleted “${saved.name}”.`);
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </SimulatorSection>
  );
}
