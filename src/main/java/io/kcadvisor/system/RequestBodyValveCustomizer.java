package io.kcadvisor.system;

import org.springframework.boot.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;

/**
 * Puts a {@link RequestBodyValve} first in Tomcat's engine, before any request is given
 * to the application.
 */
@Component
class RequestBodyValveCustomizer implements WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory> {

	private final UploadSettings settings;

	private final JsonMapper json;

	RequestBodyValveCustomizer(UploadSettings settings, JsonMapper json) {
		this.settings = settings;
		this.json = json;
	}

	@Override
	public void customize(ConfigurableTomcatWebServerFactory factory) {
		factory.addEngineValves(new RequestBodyValve(this.settings, this.json));
	}

}
