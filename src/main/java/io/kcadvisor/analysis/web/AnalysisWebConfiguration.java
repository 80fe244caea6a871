package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.Admission;
import io.kcadvisor.system.ClientAddresses;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Puts the {@link UploadAdmission} in front of the API that takes new analyses.
 */
@Configuration(proxyBeanMethods = false)
class AnalysisWebConfiguration implements WebMvcConfigurer {

	private final Admission admission;

	private final ClientAddresses clients;

	AnalysisWebConfiguration(Admission admission, ClientAddresses clients) {
		this.admission = admission;
		this.clients = clients;
	}

	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(new UploadAdmission(this.admission, this.clients)).addPathPatterns("/api/v1/analyses");
	}

}
