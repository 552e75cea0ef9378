package org.gridpuzzle.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/** The architecture rules over all production classes of every module (this module sees them all). */
@AnalyzeClasses(packages = "org.gridpuzzle",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureRules.ExcludeTestFixtures.class})
class ArchitectureTest {

    @ArchTest
    static final ArchRule domain_depends_on_nothing_but_java = ArchitectureRules.domain_depends_on_nothing_but_java;
    @ArchTest
    static final ArchRule application_depends_only_on_domain_java_and_jakarta_inject =
            ArchitectureRules.application_depends_only_on_domain_java_and_jakarta_inject;
    @ArchTest
    static final ArchRule adapters_never_use_each_other = ArchitectureRules.adapters_never_use_each_other;
    @ArchTest
    static final ArchRule picocli_only_in_cli_adapter_and_bootstrap = ArchitectureRules.picocli_only_in_cli_adapter_and_bootstrap;
    @ArchTest
    static final ArchRule dagger_only_in_bootstrap_and_modules = ArchitectureRules.dagger_only_in_bootstrap_and_modules;
    @ArchTest
    static final ArchRule incoming_ports_do_not_reference_outgoing_ports =
            ArchitectureRules.incoming_ports_do_not_reference_outgoing_ports;
    @ArchTest
    static final ArchRule outgoing_ports_do_not_reference_incoming_ports =
            ArchitectureRules.outgoing_ports_do_not_reference_incoming_ports;
    @ArchTest
    static final ArchRule ports_are_interfaces_or_records = ArchitectureRules.ports_are_interfaces_or_records;
    @ArchTest
    static final ArchRule no_cycles_between_top_level_slices = ArchitectureRules.no_cycles_between_top_level_slices;
    @ArchTest
    static final ArchRule no_cycles_between_domain_packages = ArchitectureRules.no_cycles_between_domain_packages;
    @ArchTest
    static final ArchRule no_standard_streams_outside_bootstrap = ArchitectureRules.no_standard_streams_outside_bootstrap;
    @ArchTest
    static final ArchRule no_generic_exceptions = ArchitectureRules.no_generic_exceptions;
    @ArchTest
    static final ArchRule no_field_injection = ArchitectureRules.no_field_injection;
}
