package org.gridpuzzle.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.junit.ArchTests;

/** The architecture rules over all production classes of every module (this module sees them all). */
@AnalyzeClasses(packages = "org.gridpuzzle", importOptions = {ImportOption.DoNotIncludeTests.class,
    ArchitectureRules.ExcludeTestFixtures.class, ArchitectureRules.ExcludeJmhGenerated.class})
class ArchitectureTest {

    /** Every rule of {@link ArchitectureRules}, each marked there: a rule cannot be listed here and forgotten. */
    @ArchTest
    static final ArchTests rules = ArchTests.in(ArchitectureRules.class);
}
