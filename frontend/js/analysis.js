// The page of an analysis: live progress, then the advice, the charts and the table of every result.
import { drawCharts } from './charts.js';
import { loadHistory, remember } from './history.js';
import { followProgress } from './progress.js';
import { enhanceResults } from './results.js';
import { enhanceSnippets } from './snippets.js';

const page = document.getElementById('main').dataset;
const entry = {
	id: page.analysisId,
	createdAt: page.analysisCreated,
	summary: page.analysisSummary,
	asked: page.analysisAsked,
	top: page.analysisTop,
	status: page.analysisStatus,
};
// The history describes what its link opens: the analysis as it was asked. A view re-ranked for another objective or
// Kafka version leaves the entry alone, and is only listed, by its own address, for an analysis not listed yet.
if (page.analysisView === 'submitted') {
	remember(entry);
}
else if (page.analysisView === 'reranked' && !['QUEUED', 'RUNNING'].includes(entry.status)
	&& !loadHistory().some((known) => known.id === entry.id)) {
	remember({ ...entry, href: window.location.pathname + window.location.search });
}

const progress = document.getElementById('progress');
if (progress) {
	followProgress(progress);
}

const snippets = document.getElementById('snippets');
if (snippets) {
	enhanceSnippets(snippets);
}

const table = document.getElementById('results');
if (table) {
	const charts = drawCharts(table);
	enhanceResults(table, document.getElementById('kip780-switch'), (shown) => charts?.showProposals(shown));
}
