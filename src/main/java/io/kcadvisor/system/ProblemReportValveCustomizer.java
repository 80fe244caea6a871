package io.kcadvisor.system;

import org.apache.catalina.Pipeline;
import org.apache.catalina.Valve;
import org.apache.catalina.core.StandardHost;
import org.apache.catalina.valves.ErrorReportValve;
import org.springframework.boot.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.core.Ordered;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Puts a {@link ProblemReportValve} in place of Tomcat's error report valve. It runs
 * after Spring Boot's own customizations, one of which installs Tomcat's valve.
 */
@Component
class ProblemReportValveCustomizer implements WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory>, Ordered {

	private final JsonMapper json;

	ProblemReportValveCustomizer(JsonMapper json) {
		this.json = json;
	}

	@Override
	public void customize(ConfigurableTomcatWebServerFactory factory) {
		factory.addContextCustomizers((context) -> {
			StandardHost host = (StandardHost) context.getParent();
			Pipeline pipeline = host.getPipeline();
			for (Valve valve : pipeline.getValves()) {
				if (valve instanceof ErrorReportValve) {
					pipeline.removeValve(valve);
				}
			}
			pipeline.addValve(new ProblemReportValve(this.json));
			host.setErrorReportValveClass(ProblemReportValve.class.getName());
		});
	}

	@Override
	public int getOrder() {
		return Ordered.LOWEST_PRECEDENCE;
	}

}
