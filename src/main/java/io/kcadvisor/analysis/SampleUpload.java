package io.kcadvisor.analysis;

import io.kcadvisor.sample.SamplePart;
import java.io.IOException;
import java.util.List;

/**
 * An upload not read yet, so that a busy service can refuse it before reading it, and who
 * sent it.
 */
public interface SampleUpload {

	/**
	 * Returns who sent the upload, so that one client cannot take every place.
	 * @return the client, such as its address
	 */
	String client();

	/**
	 * Returns the total size the parts declare.
	 * @return bytes
	 */
	long declaredSize();

	/**
	 * Reads the parts.
	 * @return the parts, in upload order
	 * @throws IOException when the upload cannot be read
	 */
	List<SamplePart> read() throws IOException;

}
