package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.AnalysisService;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.web.servlet.HandlerInterceptor;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Refuses a new analysis before its upload is read when the service could not take it:
 * its queue is full, or the samples it holds would go over their memory with one of the
 * upload's declared size. Clients of a busy service get their 429 at once instead of
 * after sending the whole sample.
 */
@Configuration(proxyBeanMethods = false)
class UploadAdmission implements WebMvcConfigurer, HandlerInterceptor {

	private final AnalysisService analyses;

	UploadAdmission(AnalysisService analyses) {
		this.analyses = analyses;
	}

	@Override
	public void addInterceptors(InterceptorRegistry registry) {
		registry.addInterceptor(this).addPathPatterns("/api/v1/analyses");
	}

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
		if (HttpMethod.POST.matches(request.getMethod())) {
			this.analyses.checkRoom(request.getContentLengthLong());
		}
		return true;
	}

}
