package io.kcadvisor.sample;

import java.util.Arrays;
import java.util.Objects;

/**
 * One uploaded file part of a sample; the {@code sample} form field may repeat.
 *
 * @param filename the name the client gave the file, {@code null} when it gave none; only
 * used to point at the part in error messages
 * @param content the part's bytes, not copied
 */
public record SamplePart(String filename, byte[] content) {

	public SamplePart {
		Objects.requireNonNull(content, "content");
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof SamplePart part && Objects.equals(this.filename, part.filename)
				&& Arrays.equals(this.content, part.content);
	}

	@Override
	public int hashCode() {
		return 31 * Objects.hashCode(this.filename) + Arrays.hashCode(this.content);
	}

	@Override
	public String toString() {
		return "SamplePart[filename=" + this.filename + ", " + this.content.length + " bytes]";
	}

}
