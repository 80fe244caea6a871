package io.kcadvisor.calibration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class NnlsTests {

	@Test
	void recoversExactCoefficientsOfVeryDifferentSizes() {
		// b = 2e-7 x records + 3e-9 x bytes + 1.5 x codec seconds, as a CPU fit has them
		double[][] a = { { 1e6, 1e8, 0 }, { 2e6, 1e8, 0.5 }, { 1e6, 3e8, 0.1 }, { 5e5, 2e7, 1.2 } };
		double[] b = new double[a.length];
		for (int i = 0; i < a.length; i++) {
			b[i] = 2e-7 * a[i][0] + 3e-9 * a[i][1] + 1.5 * a[i][2];
		}
		double[] x = Nnls.solve(a, b);
		assertThat(x[0]).isCloseTo(2e-7, within(1e-15));
		assertThat(x[1]).isCloseTo(3e-9, within(1e-17));
		assertThat(x[2]).isCloseTo(1.5, within(1e-9));
	}

	@Test
	void keepsACoefficientAtZeroWhereLeastSquaresWouldMakeItNegative() {
		// Unconstrained, b = 1 x col0 − 1 x col1 fits exactly. With x ≥ 0, x1 = 0 and x0
		// minimises |col0 x0 − b|: x0 = (col0 · b) / (col0 · col0) = (1 + 0 + 2) / (1 + 1
		// + 1) = 1
		double[][] a = { { 1, 0 }, { 1, 1 }, { 1, 0 } };
		double[] b = { 1, 0, 2 };
		double[] x = Nnls.solve(a, b);
		assertThat(x[1]).isZero();
		assertThat(x[0]).isCloseTo(1, within(1e-12));
	}

	@Test
	void fitsNoisyDataInTheLeastSquaresSense() {
		// one column: x = (a · b) / (a · a) = (1 x 1 + 2 x 3 + 3 x 2) / (1 + 4 + 9) =
		// 13 / 14
		double[][] a = { { 1 }, { 2 }, { 3 } };
		double[] b = { 1, 3, 2 };
		assertThat(Nnls.solve(a, b)[0]).isCloseTo(13.0 / 14, within(1e-12));
	}

	@Test
	void givesZeroForAColumnThatIsNeverUsed() {
		double[][] a = { { 1, 0 }, { 2, 0 } };
		double[] b = { 2, 4 };
		double[] x = Nnls.solve(a, b);
		assertThat(x).containsExactly(new double[] { 2, 0 }, within(1e-12));
	}

	@Test
	void columnsTheDataCannotTellApartShareOneCoefficientAndStillFit() {
		// the second column is twice the first: the fit is the projection on the first,
		// (1 x 1 + 2 x 2 + 3 x 3.5) / (1 + 4 + 9) = 15.5 / 14 of it, however it is split
		double[][] a = { { 1, 2 }, { 2, 4 }, { 3, 6 } };
		double[] b = { 1, 2, 3.5 };
		double[] x = Nnls.solve(a, b);
		assertThat(x[0] + 2 * x[1]).isCloseTo(15.5 / 14, within(1e-12));
		assertThat(x[0] * x[1]).isZero();
	}

}
