import { Box, Container, Grid, NavLink as MantineNavLink, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { type AdminMenuLink, adminMenu } from '../admin-menu.ts';

function isActive(pathname: string, to: string, end?: boolean) {
  return end ? pathname === to || pathname === `${to}/` : pathname.startsWith(to);
}

function MenuLink({ link, pathname }: { link: AdminMenuLink; pathname: string }) {
  const { t } = useTranslation();
  return (
    <MantineNavLink
      component={NavLink}
      to={link.to}
      end={link.end}
      label={t(link.label)}
      active={isActive(pathname, link.to, link.end)}
      py={4}
    />
  );
}

export function AdminLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <Container size="xl" py="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="xs" component="nav" aria-label={t('admin.menu.label')}>
            <Stack gap="xs">
              {adminMenu.map((section) => (
                <Box key={section.label}>
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs">
                    {t(section.label)}
                  </Text>
                  {section.links.map((link) => (
                    <MenuLink key={link.to} link={link} pathname={pathname} />
                  ))}
                  {section.nested && (
                    <MantineNavLink
                      label={t(section.nested.label)}
                      py={4}
                      childrenOffset="sm"
                      defaultOpened={section.nested.links.some((link) => isActive(pathname, link.to))}
                    >
                      {section.nested.links.map((link) => (
                        <MenuLink key={link.to} link={link} pathname={pathname} />
                      ))}
                    </MantineNavLink>
                  )}
                </Box>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
