// The page of an analysis: live progress, then the advice, the charts and the table of every result.
import { drawCharts } from './charts.js';
import { remember } from './history.js';
import { followProgress } from './progress.js';
import { enhanceResults } from './results.js';
import { enhanceSnippets } from './snippets.js';

const page = document.getElementById('main').dataset;
remember({
	id: page.analysisId,
	createdAt: page.analysisCreated,
	summary: page.analysisSummary,
	asked: page.analysisAsked,
	top: page.analysisTop,
	status: page.analysisStatus,
});

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
