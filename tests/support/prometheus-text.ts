// Reads the Prometheus text exposition format (version 0.0.4) as a scraper does: `# TYPE` lines and
// samples `name{label="value",...} value`. Written here because the one parser on npm
// (parse-prometheus-text-format 1.1.1) merges every labelled histogram series into one, dropping labels.

export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PrometheusText {
  types: Map<string, string>;
  samples: PrometheusSample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parsePrometheusText(text: string): PrometheusText {
  const types = new Map<string, string>();
  const samples: PrometheusSample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type?.[1] && type[2]) types.set(type[1], type[2]);
    if (line.startsWith('#')) continue;
    const match = SAMPLE.exec(line);
    if (!match?.[1] || match[3] === undefined) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL)) {
      if (name !== undefined && value !== undefined)
        labels[name] = value.replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c));
    }
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return { types, samples };
}

/** The value of the one sample of `name` whose labels include `labels`, or undefined. */
export function sampleValue(text: PrometheusText, name: string, labels: Record<string, string>): number | undefined {
  return text.samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}
