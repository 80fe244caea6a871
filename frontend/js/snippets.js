// The recommended settings: one tab per snippet, each with a button that copies it.

const COPIED_MILLIS = 2000;

export function enhanceSnippets(container) {
	const panels = Array.from(container.querySelectorAll('.snippet'));
	if (panels.length > 1) {
		makeTabs(container, panels);
	}
	const status = document.createElement('p');
	status.className = 'visually-hidden';
	status.setAttribute('aria-live', 'polite');
	container.append(status);
	for (const button of container.querySelectorAll('button[data-copy]')) {
		button.hidden = false;
		button.addEventListener('click', () => copyFrom(button, status));
	}
}

function makeTabs(container, panels) {
	const tablist = document.createElement('div');
	tablist.className = 'tablist';
	tablist.setAttribute('role', 'tablist');
	tablist.setAttribute('aria-label', 'Settings to paste');
	const tabs = panels.map((panel, index) => {
		const tab = document.createElement('button');
		tab.type = 'button';
		tab.className = 'tab';
		tab.id = `${panel.id}-tab`;
		tab.textContent = panel.dataset.label;
		tab.setAttribute('role', 'tab');
		tab.setAttribute('aria-controls', panel.id);
		panel.setAttribute('role', 'tabpanel');
		panel.setAttribute('aria-labelledby', tab.id);
		tab.addEventListener('click', () => select(index));
		tablist.append(tab);
		return tab;
	});

	function select(chosen, focus = false) {
		tabs.forEach((tab, index) => {
			const selected = index === chosen;
			tab.setAttribute('aria-selected', String(selected));
			tab.tabIndex = selected ? 0 : -1;
			panels[index].hidden = !selected;
		});
		if (focus) {
			tabs[chosen].focus();
		}
	}

	tablist.addEventListener('keydown', (event) => {
		const current = tabs.indexOf(document.activeElement);
		const next = {
			ArrowRight: current + 1,
			ArrowLeft: current - 1,
			Home: 0,
			End: tabs.length - 1,
		}[event.key];
		if (current >= 0 && next !== undefined) {
			event.preventDefault();
			select((next + tabs.length) % tabs.length, true);
		}
	});
	container.prepend(tablist);
	select(0);
}

async function copyFrom(button, status) {
	const source = document.getElementById(button.dataset.copy);
	const label = button.textContent;
	let copied;
	try {
		copied = await copy(source.textContent);
	}
	catch (error) {
		copied = false;
	}
	if (copied) {
		button.textContent = 'Copied';
		button.classList.add('is-copied');
		status.textContent = 'Copied to the clipboard.';
	}
	else {
		window.getSelection().selectAllChildren(source);
		button.textContent = 'Press Ctrl+C';
		status.textContent = 'The text is selected: press Control C, or Command C, to copy it.';
	}
	window.setTimeout(() => {
		button.textContent = label;
		button.classList.remove('is-copied');
	}, COPIED_MILLIS);
}

async function copy(text) {
	if (navigator.clipboard && window.isSecureContext) {
		await navigator.clipboard.writeText(text);
		return true;
	}
	// Pages served over plain HTTP from another host have no clipboard API.
	const area = document.createElement('textarea');
	area.value = text;
	area.readOnly = true;
	area.className = 'visually-hidden';
	document.body.append(area);
	area.select();
	const copied = document.execCommand('copy');
	area.remove();
	return copied;
}
