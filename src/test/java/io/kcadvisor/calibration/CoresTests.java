package io.kcadvisor.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.junit.jupiter.api.Test;

class CoresTests {

	@Test
	void movesTheClientsAndTheThreadsTheyStartToTheFirstCoreAndTheBrokersToTheOthers() throws Exception {
		assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "one core cannot be split");
		Cores cores = Cores.split();
		// on threads of their own: a thread keeps the cores it was moved to
		List<String> clients = onNewThread(() -> {
			cores.clients();
			return List.of(allowed(), onNewThread(CoresTests::allowed));
		});
		List<String> brokers = onNewThread(() -> {
			cores.brokers();
			return List.of(allowed(), onNewThread(CoresTests::allowed));
		});
		String all = allowed();
		assertThat(clients.get(0)).isEqualTo(all.split("[-,]")[0]).isEqualTo(clients.get(1));
		assertThat(brokers.get(0)).isNotEqualTo(all).doesNotContain(clients.get(0)).isEqualTo(brokers.get(1));
		assertThat(cores.describe()).contains("CPU " + clients.get(0));
	}

	@Test
	void movesNothingWhenShared() throws Exception {
		String all = allowed();
		assertThat(onNewThread(() -> {
			Cores.shared().clients();
			return allowed();
		})).isEqualTo(all);
		assertThat(Cores.shared().describe()).contains("shared");
	}

	private static <T> T onNewThread(Callable<T> work) throws Exception {
		ExecutorService executor = Executors.newSingleThreadExecutor();
		try {
			return executor.submit(work).get();
		}
		finally {
			executor.shutdownNow();
		}
	}

	/** The cores the calling thread may run on, as the kernel lists them: "0-1", "1". */
	private static String allowed() throws IOException {
		return Files.readAllLines(Path.of("/proc/thread-self/status"))
			.stream()
			.filter((line) -> line.startsWith("Cpus_allowed_list:"))
			.map((line) -> line.substring(line.indexOf(':') + 1).trim())
			.findFirst()
			.orElseThrow();
	}

}
