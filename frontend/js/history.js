// The analyses this browser has opened, newest first, kept in its localStorage: the server never lists analyses, as
// an analysis's id is what grants access to it.

const KEY = 'kcadvisor.analyses';
const MAX_ENTRIES = 50;

export function loadHistory() {
	try {
		const entries = JSON.parse(window.localStorage.getItem(KEY));
		return Array.isArray(entries) ? entries.filter((entry) => typeof entry?.id === 'string') : [];
	} catch {
		return [];
	}
}

function save(entries) {
	try {
		window.localStorage.setItem(KEY, JSON.stringify(entries.slice(0, MAX_ENTRIES)));
	} catch {
		// storage disabled or full: the history is a convenience only
	}
}

// Records an analysis as its page shows it: { id, createdAt, summary, asked, top, status, href }, top once it
// succeeded, href only when the page shown was not the analysis's own (a re-ranked view).
export function remember(entry) {
	const entries = loadHistory().filter((known) => known.id !== entry.id);
	entries.push(entry);
	entries.sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
	save(entries);
}

export function forget(id) {
	save(loadHistory().filter((entry) => entry.id !== id));
}
