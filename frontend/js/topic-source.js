// Where the messages come from, when the service has clusters: files, or a topic of a configured cluster, chosen from
// the topics the service lists with their size and compression. Only the chosen source's fields are sent.
import { bytes, number } from './format.js';

const labels = { files: 'Analyse sample', topic: 'Analyse topic' };

function chosenSource() {
	return document.querySelector('input[name="_source"]:checked')?.value ?? 'files';
}

function show(source) {
	for (const [id, part] of [['files-source', 'files'], ['topic-source', 'topic']]) {
		const fieldset = document.getElementById(id);
		if (fieldset && fieldset.disabled !== (source !== part)) {
			fieldset.disabled = source !== part;
			fieldset.hidden = source !== part;
		}
	}
	const button = document.getElementById('analyse');
	// Changed only when it differs, as the change is itself seen by the observer below.
	if (button && !button.disabled && button.textContent !== labels[source]) {
		button.textContent = labels[source];
	}
	const select = document.getElementById('topic');
	if (source === 'topic' && select && select.dataset.listed !== document.getElementById('cluster').value) {
		listTopics();
	}
}

function summary(topic) {
	const compression = topic.config['compression.type'] ?? 'producer';
	return `${topic.name} · ${bytes(topic.sizeBytes)} · ${number(topic.records)} records · ${compression}`;
}

function details(topic) {
	const compression = topic.config['compression.type'] ?? 'producer';
	const retention = Number(topic.config['retention.ms']);
	const kept = retention > 0 ? `, kept ${number(Math.round(retention / 3_600_000))} hours` : '';
	const partitions = topic.partitions === 1 ? '1 partition' : `${number(topic.partitions)} partitions`;
	return `${bytes(topic.sizeBytes)} on the leaders for ${number(topic.records)} records, compression.type `
		+ `${compression}; ${partitions}, replication factor ${topic.replicationFactor}${kept}.`;
}

async function listTopics() {
	const cluster = document.getElementById('cluster').value;
	const select = document.getElementById('topic');
	const note = document.getElementById('topic-details');
	select.dataset.listed = cluster;
	const chosen = select.value || select.dataset.chosen;
	select.replaceChildren(new Option('Loading topics…', ''));
	note.classList.remove('is-error');
	let topics;
	try {
		const response = await fetch(`/api/v1/clusters/${encodeURIComponent(cluster)}/topics`,
			{ headers: { Accept: 'application/json' } });
		const body = await response.json();
		if (!response.ok) {
			throw new Error(body.detail ?? `The service answered ${response.status}.`);
		}
		topics = body;
	}
	catch (error) {
		if (select.dataset.listed === cluster) {
			select.replaceChildren(new Option('No topics listed', ''));
			note.textContent = error.message;
			note.classList.add('is-error');
		}
		return;
	}
	if (select.dataset.listed !== cluster) {
		return;
	}
	const options = topics.map((topic) => {
		const option = new Option(summary(topic), topic.name, false, topic.name === chosen);
		option.dataset.details = details(topic);
		return option;
	});
	select.replaceChildren(new Option(topics.length === 0 ? 'The cluster has no topics' : 'Choose a topic', ''),
		...options);
	describeTopic();
}

function describeTopic() {
	const option = document.getElementById('topic').selectedOptions[0];
	const note = document.getElementById('topic-details');
	note.classList.remove('is-error');
	note.textContent = option?.dataset.details ?? 'Its size, records and compression show here once chosen.';
}

document.addEventListener('change', (event) => {
	if (event.target.name === '_source') {
		show(chosenSource());
	}
	else if (event.target.id === 'cluster') {
		listTopics();
	}
	else if (event.target.id === 'topic') {
		describeTopic();
	}
});

// The form comes back in place when refused: list the topics again for its fields.
new MutationObserver(() => {
	if (document.getElementById('source')) {
		show(chosenSource());
	}
}).observe(document.body, { childList: true, subtree: true });

window.addEventListener('pageshow', () => {
	if (document.getElementById('source')) {
		show(chosenSource());
	}
});
