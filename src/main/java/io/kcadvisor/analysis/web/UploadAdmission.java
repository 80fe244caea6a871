package io.kcadvisor.analysis.web;

import io.kcadvisor.analysis.Admission;
import io.kcadvisor.system.ClientAddresses;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import org.springframework.http.HttpMethod;
import org.springframework.web.servlet.HandlerInterceptor;

/**
 * Asks the {@link Admission}, before a new analysis's upload is read, whether the service
 * could take it: whether its queue has room, the memory for samples room for an upload of
 * the declared size, and the client room in its share. Clients of a busy service get
 * their 429 at once instead of after sending the whole sample.
 */
final class UploadAdmission implements HandlerInterceptor {

	private final Admission admission;

	private final ClientAddresses clients;

	UploadAdmission(Admission admission, ClientAddresses clients) {
		this.admission = admission;
		this.clients = clients;
	}

	@Override
	public boolean preHandle(HttpServletRequest request, HttpServletResponse response, Object handler) {
		if (HttpMethod.POST.matches(request.getMethod())) {
			this.admission.checkRoom(request.getContentLengthLong(), this.clients.of(request));
		}
		return true;
	}

}
