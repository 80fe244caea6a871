package io.kcadvisor.analysis.web;

import io.kcadvisor.AdvisorApplication;
import java.util.ArrayList;
import java.util.List;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * One instance of the whole service on a free port, started on a database of the test's
 * choosing, as a deployment runs it.
 */
public final class RunningService implements AutoCloseable {

	private final ConfigurableApplicationContext context;

	private final ApiClient api;

	private RunningService(ConfigurableApplicationContext context) {
		this.context = context;
		this.api = new ApiClient(port());
	}

	/**
	 * Starts an instance.
	 * @param databaseUrl its database
	 * @param settings further settings, as {@code name=value}
	 * @return the running instance
	 */
	public static RunningService start(String databaseUrl, String... settings) {
		return new RunningService(new SpringApplicationBuilder(AdvisorApplication.class)
			.run(arguments(databaseUrl, settings).toArray(String[]::new)));
	}

	/**
	 * Returns the command line arguments an instance runs with.
	 * @param databaseUrl its database
	 * @param settings further settings, as {@code name=value}
	 * @return the arguments
	 */
	static List<String> arguments(String databaseUrl, String... settings) {
		List<String> arguments = new ArrayList<>(List.of("--server.port=0", "--spring.main.banner-mode=off",
				"--spring.datasource.url=" + databaseUrl, "--spring.profiles.active=brief-timing"));
		for (String setting : settings) {
			arguments.add("--" + setting);
		}
		return arguments;
	}

	public int port() {
		return ((WebServerApplicationContext) this.context).getWebServer().getPort();
	}

	ApiClient api() {
		return this.api;
	}

	public <T> T bean(Class<T> type) {
		return this.context.getBean(type);
	}

	@Override
	public void close() {
		this.context.close();
	}

}
